/** The team library (issue 12): the firm's shared record on PostgreSQL; this desktop an offline replica. */
export { createTeamLibrary, type TeamLibrary, type TeamLibraryDeps } from './team-library';
export { TeamError, type TeamErrorCode } from './errors';
export { startBackgroundSync, DEFAULT_TEAM_SYNC_MS, type BackgroundSync } from './background-sync';
