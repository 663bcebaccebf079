export declare const apiNodeArgs: string[];
