/** One RFC 6570 expression of a URI template: its operator (`''`, `+`, `#`, `?`, `&`, `/`, `.`, `;`) and variables. */
interface Expression {
  operator: string;
  names: string[];
}

const EXPRESSION = /\{([+#./;?&]?)([^}]*)\}/g;

/** The variable names of a URI template, in order, once each (`greeting://{name}` gives `['name']`). */
export function templateVariables(template: string): string[] {
  const names = expressions(template).flatMap((e) => e.names);
  return [...new Set(names)];
}

/**
 * Expands a URI template with the values given (levels 1-3 of RFC 6570; an empty value leaves its variable out
 * of `?`/`&` forms and empty elsewhere), so a template is never sent with its braces.
 */
export function expandTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(EXPRESSION, (_whole, operator: string, list: string) => {
    const names = namesOf(list);
    const encode = operator === '+' || operator === '#' ? encodeURI : encodeURIComponent;
    const given = names.filter((n) => (values[n] ?? '') !== '');
    if (operator === '?' || operator === '&')
      return given.length === 0
        ? ''
        : operator + given.map((n) => `${n}=${encodeURIComponent(values[n] ?? '')}`).join('&');
    const parts = names.map((n) => encode(values[n] ?? ''));
    if (operator === '/' || operator === '.') return parts.map((p) => operator + p).join('');
    if (operator === ';') return names.map((n, i) => `;${n}${parts[i] ? `=${parts[i]}` : ''}`).join('');
    return (operator === '#' ? '#' : '') + parts.join(',');
  });
}

/** Whether a URI still holds an unexpanded `{…}` expression. */
export function hasTemplateExpression(uri: string): boolean {
  return expressions(uri).length > 0;
}

function expressions(template: string): Expression[] {
  return [...template.matchAll(EXPRESSION)].map((m) => ({ operator: m[1] ?? '', names: namesOf(m[2] ?? '') }));
}

function namesOf(list: string): string[] {
  return list
    .split(',')
    .map((n) => n.replace(/(\*|:\d+)$/, '').trim())
    .filter((n) => n !== '');
}
