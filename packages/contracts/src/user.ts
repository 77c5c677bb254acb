/** The signed-in user as every screen and client sees it (SPEC §3 User): the shell hands it to each area's screens. */
export interface User {
  id: string;
  username: string;
  email: string;
  isAdmin: boolean;
  isPremium: boolean;
}
