import { modelUri } from '../../editor';

/** The live screen's editor models. */
export const LIVE_URIS = {
  response: modelUri('live', 'response-body.json'),
  params: modelUri('live', 'params.json'),
} as const;
