export * from './enums';
export * from './organisations';
export * from './catalogue';
export * from './ordering';
export * from './platform';
export * from './auth';
export * from './uploads';
export * from './images';
