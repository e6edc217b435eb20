/** Saves a text file the browser's way (a link clicked in memory). The caller has masked secrets already. */
export function downloadText(name: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves a value as an indented JSON file (the export functions have masked secrets already). */
export function downloadJson(name: string, value: object): void {
  downloadText(name, JSON.stringify(value, null, 2));
}
