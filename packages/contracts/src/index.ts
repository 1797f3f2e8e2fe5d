export * from './errors';
export * from './common';
export * from './organisations';
export * from './catalogue';
export * from './system';
export * from './memberships';
export * from './settings';
export * from './uploads';
