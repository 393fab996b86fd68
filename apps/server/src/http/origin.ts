/** Close codes of our sockets (4000–4999 are the application's). */
export const CLOSE_CODES = {
  forbiddenOrigin: 4403,
  unknownSession: 4404,
  expiredSession: 4410,
  badFrame: 4400,
  shuttingDown: 1001,
} as const;
