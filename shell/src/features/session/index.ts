// Who is signed in, for every other feature (the app layer mounts the provider itself).
export { useCurrentUser, useSession } from './SessionProvider';
