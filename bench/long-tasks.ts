import type { Trace } from 'lighthouse';
import { type KnownScripts, knownScripts, scriptName, type TraceEvent } from './trace-scripts.ts';

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

export function longTasks(trace: Trace, url: string, multiplier: number): LongTask[] {
  const all: TraceEvent[] = trace.traceEvents;
  const start = navigationStart(all, url);
  const events = all
    .filter((e) => e.pid === start.pid && e.tid === start.tid && e.ph === 'X' && e.ts >= start.ts)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const scripts = knownScripts(all, start);
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
