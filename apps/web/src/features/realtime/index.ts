// The realtime feature's public surface: routes and other features import these, never its files.
export { RealtimeProvider, useRealtimeEvent } from './realtime-provider';
export { useRealtimeWatch } from './use-realtime-watch';
