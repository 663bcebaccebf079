export interface TestCounts {
  passed: number;
  failed: number;
}
export declare const COUNTS_FILE_VARIABLE: string;
export declare function summaryLine(counts: TestCounts): string;
export declare function reportCounts(counts: TestCounts): void;
export declare function readCounts(file: string): TestCounts | undefined;
