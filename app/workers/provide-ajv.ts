import { Ajv2020 } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { provideAjv } from './ajv-slot';

// The judge worker's first import: in the build every other module gets ajv-slot.ts for these two names
// (vite.config.ts), and this one the real packages, so Ajv loads with the worker and never with the page.
provideAjv({ Ajv2020, addFormats });
