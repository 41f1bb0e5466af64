/**
 * Resolves once the browser has painted the frame after the current task. A tap's own frame (the
 * button pressed, the field focused) then shows first, and the work the tap starts runs after it,
 * so on a slow phone the tap answers within its frame (Event Timing, INP) instead of after the
 * work. A hidden page paints no frames: a timer resolves it there.
 */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 250);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
