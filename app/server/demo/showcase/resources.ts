import type { Catalog, ResourceContents } from '../surface/catalog';

// A 1×1 PNG, so the binary (blob) path of resources/read has something real to carry.
const PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYPj/HwADAgH/eL9hUQAAAABJRU5ErkJggg==';

const README = `# MCP Shape Inspector demo server

This endpoint is built on the inspector's own shaping library and follows MCP 2026-07-28.
Try the tools (forecast, book_table, generate_report, count_slowly, always_fails, content_gallery), read
demo://notes/{id}, and open subscriptions/listen on demo://clock.
`;

const NOTES: Record<string, string> = {
  '1': 'Every result carries resultType.',
  '2': 'Cacheable results carry ttlMs and cacheScope.',
  '3': 'Resource not found is -32602, with data.uri.',
};

/** The clock's text: the time, so each read (and each resources/updated) shows a change. */
export const clockText = (): string => new Date().toISOString();

const note = (id: string): ResourceContents => ({
  uri: `demo://notes/${id}`,
  mimeType: 'text/plain',
  text: NOTES[id]!,
});

/** Registers the showcase resources and the notes template. */
export function registerResources(catalog: Catalog): void {
  catalog.addResource({
    resource: {
      uri: 'demo://readme',
      name: 'readme',
      title: 'Read me',
      mimeType: 'text/markdown',
      description: 'What this server offers; cached 30 s, public.',
    },
    cache: { ttlMs: 30_000, scope: 'public' },
    read: async () => [{ uri: 'demo://readme', mimeType: 'text/markdown', text: README }],
  });
  catalog.addResource({
    resource: { uri: 'demo://logo.png', name: 'logo', title: 'Logo (binary)', mimeType: 'image/png', size: 70 },
    read: async () => [{ uri: 'demo://logo.png', mimeType: 'image/png', blob: PIXEL_PNG }],
  });
  catalog.addResource({
    resource: {
      uri: 'demo://clock',
      name: 'clock',
      title: 'Clock',
      mimeType: 'text/plain',
      description: 'The current time; subscribe to it with subscriptions/listen.',
    },
    cache: { ttlMs: 1_000, scope: 'public' },
    read: async () => [{ uri: 'demo://clock', mimeType: 'text/plain', text: clockText() }],
  });
  for (const id of Object.keys(NOTES)) {
    catalog.addResource({
      resource: { uri: `demo://notes/${id}`, name: `note-${id}`, title: `Note ${id}`, mimeType: 'text/plain' },
      read: async () => [note(id)],
    });
  }
  catalog.addTemplate({
    template: {
      uriTemplate: 'demo://notes/{id}',
      name: 'note',
      title: 'Note by id',
      mimeType: 'text/plain',
      description: 'Notes 1 to 3 exist; any other id is not found (-32602).',
    },
    match: (uri) => {
      const m = /^demo:\/\/notes\/([^/]+)$/.exec(uri);
      return m ? { id: decodeURIComponent(m[1]!) } : null;
    },
    read: async ({ id }) => (id !== undefined && id in NOTES ? [note(id)] : null),
    complete: (argument, value) => (argument === 'id' ? Object.keys(NOTES).filter((id) => id.startsWith(value)) : []),
  });
}
