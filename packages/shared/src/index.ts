export * from './text/tokenize';
export * from './age';
export * from './constants';
export * from './display';
export * from './schemas';
export * from './schemas/privacy';
export * from './text/number-words';
