import type { Catalog } from '../surface/catalog';
import { bookTableTool } from './book-table';
import { contentGalleryTool } from './content-gallery';
import { forecastTool } from './forecast';
import { generateReportTool } from './generate-report';
import { joinTeamTool } from './join-team';
import { registerPrompts } from './prompts';
import { registerResources } from './resources';
import { alwaysFailsTool, countSlowlyTool } from './simple-tools';

/** Timing knobs of the showcase (tests shorten them). */
export interface ShowcaseOptions {
  /** Duration of one generate_report step. */
  taskStepMs: number;
}

/** The tools, resources and prompts a person tries first on the live screen, in listing order. */
export function registerShowcase(catalog: Catalog, options: ShowcaseOptions): void {
  catalog.addTool(forecastTool);
  catalog.addTool(bookTableTool);
  catalog.addTool(generateReportTool(options.taskStepMs));
  catalog.addTool(countSlowlyTool);
  catalog.addTool(alwaysFailsTool);
  catalog.addTool(contentGalleryTool);
  catalog.addTool(joinTeamTool);
  registerResources(catalog);
  registerPrompts(catalog);
}
