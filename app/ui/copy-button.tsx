import { useState } from 'react';

/** Copies `text()` to the clipboard and says so for a moment; falls back to a hidden textarea. */
export function CopyButton({ label, text, testId }: { label: string; text: () => string; testId?: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await copyText(text());
    setCopied(true);
    setTimeout(() => setCopied(false), 1200);
  };
  return (
    <button type="button" className="button-small" onClick={() => void copy()} data-testid={testId}>
      {copied ? 'Copied' : label}
    </button>
  );
}

/** Writes text to the clipboard; works on plain-http loopback pages where the API may be missing. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
}
