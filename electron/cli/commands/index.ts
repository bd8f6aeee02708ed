export * as account from './account';
export * as integrity from './integrity';
export * as keys from './key';
export * as library from './library';
export * as mcp from './mcp';
export * as network from './network';
export * as paid from './paid';
export * as reports from './export';
