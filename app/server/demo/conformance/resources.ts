import type { Catalog } from '../surface/catalog';
import { FIXTURE_TITLE_PREFIX } from './fixture';
import { RED_PIXEL_PNG } from './media';

const TEMPLATE = /^test:\/\/template\/([^/]+)\/data$/;

/** The resources-read-* and resources-templates-read fixtures. */
export function registerFixtureResources(catalog: Catalog): void {
  catalog.addResource({
    resource: {
      uri: 'test://static-text',
      name: 'static-text',
      title: `${FIXTURE_TITLE_PREFIX}static text`,
      description: 'A fixed text resource.',
      mimeType: 'text/plain',
    },
    read: async () => [
      {
        uri: 'test://static-text',
        mimeType: 'text/plain',
        text: 'Static text from the demo server: it never changes.',
      },
    ],
  });
  catalog.addResource({
    resource: {
      uri: 'test://static-binary',
      name: 'static-binary',
      title: `${FIXTURE_TITLE_PREFIX}static binary`,
      description: 'A fixed binary resource (a 1×1 red PNG).',
      mimeType: 'image/png',
    },
    read: async () => [{ uri: 'test://static-binary', mimeType: 'image/png', blob: RED_PIXEL_PNG }],
  });
  catalog.addTemplate({
    template: {
      uriTemplate: 'test://template/{id}/data',
      name: 'template-data',
      title: `${FIXTURE_TITLE_PREFIX}template`,
      description: 'JSON data for any id, which the answer repeats.',
      mimeType: 'application/json',
    },
    match: (uri) => {
      const m = TEMPLATE.exec(uri);
      return m ? { id: decodeURIComponent(m[1]!) } : null;
    },
    read: async ({ id }, uri) => [
      {
        uri,
        mimeType: 'application/json',
        text: JSON.stringify({ id, template: 'test://template/{id}/data', note: `The record for id ${id}.` }),
      },
    ],
  });
}
