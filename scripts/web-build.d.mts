export declare function ensureWebBuild(options?: { log?: (line: string) => void }): boolean;
