/**
 * Resolves in a later task of the page's own (after the current one, its microtasks and React's render):
 * a message-channel hop where there is one (timers in a background tab are slowed), else a timer.
 *
 * @example
 * const order: string[] = [];
 * const later = laterTask().then(() => order.push('task'));
 * await Promise.resolve().then(() => order.push('microtask'));
 * await later;
 * order // => ['microtask', 'task']
 */
export function laterTask(): Promise<void> {
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
