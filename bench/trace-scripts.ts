import type { TraceEvent as LighthouseTraceEvent } from 'lighthouse';

// Which script a piece of main-thread work in a trace ran: its own script and function where the
// event says them, else the first function call within it, else, for a module's evaluation, the
// module Chromium marks as evaluated, else Chromium's long-animation-frame record of the script
// running then; and what started it (a timer, an event, microtasks, a module's evaluation).

/** Chromium's events also carry the thread's own time (`tdur`), which Lighthouse's type omits. */
export type TraceEvent = LighthouseTraceEvent & { tdur?: number };

export interface KnownScripts {
  timings: ScriptTiming[];
  urls: Map<unknown, string>;
}

/** What the trace says of the scripts the main thread of `start` (its navigation) ran. */
export function knownScripts(events: TraceEvent[], start: TraceEvent): KnownScripts {
  const after = events.filter((e) => e.ts >= start.ts).sort((a, b) => a.ts - b.ts);
  return { timings: scriptTimings(after, start), urls: scriptUrls(events) };
}

/** Names a piece of script work; `from` is the event and what follows it on the thread. */
export function scriptName(event: TraceEvent, from: TraceEvent[], scripts: KnownScripts): string {
  const end = event.ts + (event.dur ?? 0);
  const own = locationOf(event);
  const call = from.find((e) => e.ts < end && e.name === 'FunctionCall' && locationOf(e));
  const timing = timingOf(event, scripts.timings);
  const where =
    own ??
    (call && locationOf(call)) ??
    evaluatedModule(event, from, scripts.urls) ??
    timing?.where ??
    'no script named';
  return `${startedBy(event, timing)}: ${where}`;
}

// Chromium marks the end of a module's evaluation with the script's id (`ModuleEvaluated`, a few
// microseconds after it), and its compilation with the id and address.
function evaluatedModule(event: TraceEvent, from: TraceEvent[], urls: Map<unknown, string>) {
  if (event.name !== 'v8.evaluateModule') return undefined;
  const end = event.ts + (event.dur ?? 0);
  const mark = from.find((e) => e.name === 'ModuleEvaluated' && e.ts >= end && e.ts <= end + 1000);
  const url = urls.get(String((mark?.args.data as Record<string, unknown> | undefined)?.scriptId));
  return url ? fileOf(url) : undefined;
}

/** Script ids to addresses, from the compile events of the trace. */
function scriptUrls(events: TraceEvent[]): Map<unknown, string> {
  const urls = new Map<unknown, string>();
  for (const e of events) {
    const data = e.args.data as Record<string, unknown> | undefined;
    if (e.name.startsWith('v8.compile') && data?.scriptId !== undefined && data.url)
      urls.set(String(data.scriptId), String(data.url));
  }
  return urls;
}

function locationOf(event: TraceEvent): string | undefined {
  const data = event.args.data as Record<string, unknown> | undefined;
  const url = String(data?.url || event.args.fileName || '');
  if (!url) return undefined;
  const fn = data?.functionName ? ` ${data.functionName}()` : '';
  const line = data?.lineNumber !== undefined ? `:${data.lineNumber}:${data.columnNumber}` : '';
  return `${fileOf(url)}${line}${fn}`;
}

const fileOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '') || url;

function startedBy(event: TraceEvent, timing: ScriptTiming | undefined): string {
  const data = event.args.data as Record<string, unknown> | undefined;
  switch (event.name) {
    case 'v8.compile':
    case 'v8.compileModule':
      return 'compile';
    case 'EvaluateScript':
      return 'evaluate script';
    case 'v8.evaluateModule':
      return 'evaluate module';
    case 'TimerFire':
      return 'timer';
    case 'EventDispatch':
      return `${data?.type ?? ''} event`.trim();
    case 'FireAnimationFrame':
      return 'animation frame';
    case 'RunMicrotasks':
      return 'microtasks';
    default:
      return timing?.invoker ?? 'call';
  }
}

interface ScriptTiming {
  ts: number;
  end: number;
  invoker: string;
  where: string;
}

/** Chromium's long-animation-frame records of the scripts run on the main thread. */
function scriptTimings(events: TraceEvent[], start: TraceEvent): ScriptTiming[] {
  const timings: ScriptTiming[] = [];
  let open: TraceEvent | undefined;
  for (const e of events) {
    if (e.name !== 'AnimationFrame::Script::Execute' || e.pid !== start.pid || e.tid !== start.tid)
      continue;
    if (e.ph === 'b') open = e;
    else if (e.ph === 'e' && open) {
      const info = (open.args as Record<string, Record<string, string> | undefined>)
        .animation_frame_script_timing_info;
      const fn = info?.source_location_function_name;
      const url = info?.source_location_url;
      timings.push({
        ts: open.ts,
        end: e.ts,
        invoker: (info?.property_like_name || info?.invoker_type || 'script').toLowerCase(),
        where: url ? `${fileOf(url)}${fn ? ` ${fn}()` : ''}` : 'no script named',
      });
      open = undefined;
    }
  }
  return timings;
}

/** The script record that overlaps the event the most, if any does. */
function timingOf(event: TraceEvent, timings: ScriptTiming[]): ScriptTiming | undefined {
  const end = event.ts + (event.dur ?? 0);
  let best: { timing?: ScriptTiming; overlap: number } = { overlap: 0 };
  for (const timing of timings) {
    const overlap = Math.min(end, timing.end) - Math.max(event.ts, timing.ts);
    if (overlap > best.overlap) best = { timing, overlap };
  }
  return best.timing;
}
