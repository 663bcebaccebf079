export declare function apiNodeArgs(): Promise<string[]>;
