/** Runs an owner's command: a failure prints its message (not a stack trace) and exits 1. */
export async function runCommand(main: () => Promise<unknown>): Promise<void> {
  try {
    await main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
