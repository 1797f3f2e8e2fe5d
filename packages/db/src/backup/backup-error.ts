/** A backup or restore refused or failed for a reason the operator can act on: its message is the one line shown. */
export class BackupError extends Error {}
