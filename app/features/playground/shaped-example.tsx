import { explainModern, parseHandlerResult } from '../../../src/index';

const EXAMPLE = '{:ok, %{"tools" => []}}';
const METHOD = 'tools/list';

/** A first shaped example: the handler result, the modern response and its HTTP status. */
export function ShapedExample() {
  const parsed = parseHandlerResult(EXAMPLE);
  const shaped = explainModern(1, METHOD, parsed.result, { serverInfo: { name: 'demo', version: '1.0.0' } });
  return (
    <section className="example" aria-label="Shaped example">
      <div>
        <h2>Handler result ({METHOD})</h2>
        <pre data-testid="handler-input">{EXAMPLE}</pre>
      </div>
      <div>
        <h2>
          Modern response <span data-testid="http-status">HTTP {shaped.httpStatus}</span>
        </h2>
        <pre data-testid="modern-response">{JSON.stringify(shaped.response, null, 2)}</pre>
      </div>
    </section>
  );
}
