// The profile photo this browser keeps: the sidebar shows it, logging out forgets it.
export { saveProfilePhoto, useProfilePhoto } from './profile-photo';
