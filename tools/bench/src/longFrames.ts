/** A Long Animation Frame entry as the page's observer keeps it (`entry.toJSON()`): what ran in a frame that blocked. */
export interface LongFrame {
  startTime: number;
  duration: number;
  blockingDuration: number;
  styleAndLayoutStart: number;
  scripts: { duration: number; invoker: string; sourceURL: string }[];
}

/** What a long frame spent its time on: style and layout, and each script of 5 ms or more with its file. */
export function describeFrame(frame: LongFrame): string {
  const layout = frame.styleAndLayoutStart ? frame.startTime + frame.duration - frame.styleAndLayoutStart : 0;
  const scripts = frame.scripts
    .filter((script) => script.duration >= 5)
    .map(
      (script) =>
        `${Math.round(script.duration)} ms ${script.invoker} (${script.sourceURL.split('/').pop() || 'inline'})`,
    );
  return `style and layout ${Math.round(layout)} ms; scripts: ${scripts.join(', ') || 'none over 5 ms'}`;
}
