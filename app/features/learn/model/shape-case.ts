import {
  buildRequest,
  checkExchange,
  eraDifferences,
  explainModern,
  parseHandlerResult,
  type HandlerResult,
  type ToResponseOptions,
} from '../../../../src/index';
import { legacyPane } from './legacy-form';
import type { RequestContext, ShapeCase, ShapedCase } from './types';

/**
 * The request as the checker reads it, built by the library (envelope and `Mcp-*` headers).
 *
 * @example
 * builtRequest({ method: 'tools/list' }).headers['Mcp-Method'] // => 'tools/list'
 */
export function builtRequest(context: RequestContext): ShapedCase['request'] {
  const id = context.id ?? 1;
  const { message, headers } = buildRequest({
    method: context.method,
    id,
    params: context.params ?? {},
    clientCapabilities: context.clientCapabilities ?? {},
    ...(context.protocolVersion ? { protocolVersion: context.protocolVersion } : {}),
  });
  return { method: context.method, id, params: message.params, headers };
}

/**
 * Shapes one handler result for both eras and checks the modern response against its request.
 * Throws what the library throws (a parse error, `ShapeInputError`): callers turn that into feedback.
 *
 * @example
 * shapeCase({ request: { method: 'tools/list' }, handler: '{:ok, %{"tools" => []}}' }).modern.httpStatus // => 200
 */
export function shapeCase(shape: ShapeCase): ShapedCase {
  return shapeResult(shape.request, parseHandlerResult(shape.handler).result, shape.options);
}

/** Like `shapeCase`, for a handler result that is already parsed. */
export function shapeResult(context: RequestContext, result: HandlerResult, options?: ToResponseOptions): ShapedCase {
  const request = builtRequest(context);
  const modern = explainModern(request.id, context.method, result, options);
  const legacy = legacyPane(context, result, (outcome) => eraDifferences(modern, outcome), options);
  const modernText = JSON.stringify(modern.response, null, 2);
  const findings = checkExchange({
    request,
    response: { status: modern.httpStatus, headers: { 'content-type': 'application/json' }, body: modernText },
  });
  return {
    request,
    modern,
    modernText,
    legacy,
    legacyText: legacy.form === 'none' ? null : JSON.stringify(legacy.response, null, 2),
    differences: legacy.form === 'none' ? [] : legacy.differences,
    findings,
  };
}
