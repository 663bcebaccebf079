import type { TraceEvent as LighthouseTraceEvent, Trace } from 'lighthouse';

// The long tasks of a page's main thread in a Lighthouse trace, each with what it ran, so every
// blocking millisecond has a name. A task is long when its duration times the run's CPU
// multiplier is over 50 ms, as Lighthouse's simulation scales it. Within a task, the outermost
// pieces of work the trace names (a script's evaluation, a function called from a timer or an
// event, parsing, style and layout, paint, garbage collection) are named by script and function;
// what no trace event covers is "unnamed". Beside the time, the thread's own CPU time: on a busy
// machine a task also lasts while the thread waits for a core, which is no work of the page's.

export interface LongTaskPart {
  what: string;
  /** Times the CPU multiplier, as every figure here. */
  ms: number;
  cpuMs: number;
}

export interface LongTask {
  /** When it started, ms after the navigation started (as loaded, not simulated). */
  startMs: number;
  ms: number;
  cpuMs: number;
  parts: LongTaskPart[];
}

const LONG_MS = 50;

/** Chromium's events also carry the thread's own time (`tdur`), which Lighthouse's type omits. */
type TraceEvent = LighthouseTraceEvent & { tdur?: number };

export function longTasks(trace: Trace, url: string, multiplier: number): LongTask[] {
  const all: TraceEvent[] = trace.traceEvents;
  const start = navigationStart(all, url);
  const events = all
    .filter((e) => e.pid === start.pid && e.tid === start.tid && e.ph === 'X' && e.ts >= start.ts)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const scripts: KnownScripts = {
    timings: scriptTimings(
      [...all].filter((e) => e.ts >= start.ts).sort((a, b) => a.ts - b.ts),
      start,
    ),
    urls: scriptUrls(all),
  };
  const tasks: LongTask[] = [];
  let end = 0;
  for (const [index, task] of events.entries()) {
    if (!isTask(task) || task.ts < end) continue; // a task nested in a task is part of it
    end = task.ts + (task.dur ?? 0);
    if (((task.dur ?? 0) / 1000) * multiplier <= LONG_MS) continue;
    const inside = [];
    for (let i = index + 1; i < events.length && events[i]!.ts < end; i++) inside.push(events[i]!);
    tasks.push({
      startMs: round((task.ts - start.ts) / 1000),
      ms: scaled(task.dur, multiplier),
      cpuMs: scaled(task.tdur, multiplier),
      parts: partsOf(task, inside, scripts, multiplier),
    });
  }
  return tasks;
}

function navigationStart(events: TraceEvent[], url: string): TraceEvent {
  const starts = events.filter(
    (e) =>
      e.name === 'navigationStart' &&
      e.args.data?.isLoadingMainFrame &&
      e.args.data.documentLoaderURL,
  );
  const start =
    starts.filter((e) => e.args.data?.documentLoaderURL === url).at(-1) ?? starts.at(-1);
  if (!start) throw new Error(`no navigation to ${url} in the trace`);
  return start;
}

const isTask = (e: TraceEvent) =>
  e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask';
const scaled = (us: number | undefined, multiplier: number) =>
  round(((us ?? 0) / 1000) * multiplier);
const round = (ms: number) => Math.round(ms * 10) / 10;

function partsOf(
  task: TraceEvent,
  inside: TraceEvent[],
  scripts: KnownScripts,
  multiplier: number,
): LongTaskPart[] {
  const parts = new Map<string, LongTaskPart>();
  let end = 0;
  let named = { dur: 0, tdur: 0 };
  for (const [index, event] of inside.entries()) {
    const kind = kindOf(event);
    if (!kind || event.ts < end) continue;
    end = event.ts + (event.dur ?? 0);
    const what = kind === 'script' ? scriptName(event, inside.slice(index), scripts) : kind;
    const part = parts.get(what) ?? { what, ms: 0, cpuMs: 0 };
    part.ms = round(part.ms + scaled(event.dur, multiplier));
    part.cpuMs = round(part.cpuMs + scaled(event.tdur, multiplier));
    parts.set(what, part);
    named = { dur: named.dur + (event.dur ?? 0), tdur: named.tdur + (event.tdur ?? 0) };
  }
  const unnamed = {
    what: 'unnamed',
    ms: scaled((task.dur ?? 0) - named.dur, multiplier),
    cpuMs: scaled(Math.max(0, (task.tdur ?? 0) - named.tdur), multiplier),
  };
  return [...parts.values(), unnamed].filter((p) => p.ms >= 1).sort((a, b) => b.ms - a.ms);
}

const kinds: [RegExp, string][] = [
  [
    /^(FunctionCall|EvaluateScript|v8\.(compile|compileModule|evaluateModule|callFunction|run)|TimerFire|EventDispatch|FireAnimationFrame|FireIdleCallback|RunMicrotasks|XHRReadyStateChange)$/,
    'script',
  ],
  [/^ParseHTML$/, 'parse HTML'],
  [/^ParseAuthorStyleSheet$/, 'parse CSS'],
  [/^(UpdateLayoutTree|RecalculateStyles|Layout)$/, 'style and layout'],
  [
    /^(PrePaint|Paint|Layerize|Commit|UpdateLayer|CompositeLayers|PaintImage|Decode Image)$/,
    'paint',
  ],
  [/^(MajorGC|MinorGC|V8\.GC.*|BlinkGC\..*|GCEvent|CppGC\..*)$/, 'garbage collection'],
  // The trace's own cost: Chromium copies each script's source into it as the script arrives.
  [/^ScriptCatchup$/, 'tracing (script sources copied into the trace)'],
];

function kindOf(event: TraceEvent): string | undefined {
  return kinds.find(([pattern]) => pattern.test(event.name))?.[1];
}

/**
 * Names a piece of script: by its own script and function where the event says them, else by the
 * first function call within it, else by Chromium's long-animation-frame record of the script
 * running then (which names module evaluation); last, by what started it.
 */
function scriptName(event: TraceEvent, from: TraceEvent[], scripts: KnownScripts): string {
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

interface KnownScripts {
  timings: ScriptTiming[];
  urls: Map<unknown, string>;
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
