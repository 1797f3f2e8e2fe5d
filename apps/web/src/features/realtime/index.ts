// The realtime feature's public surface (issue 14): routes and other features import these, never its files.
export { RealtimeProvider, useRealtimeEvent } from './realtime-provider';
export { useRealtimeWatch } from './use-realtime-watch';
