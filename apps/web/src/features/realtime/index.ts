// The realtime feature's public surface (issue 14): routes and other features import these, never its files.
export { RealtimeProvider, useRealtimeEvent, useRealtimeWatch } from './realtime-provider';
