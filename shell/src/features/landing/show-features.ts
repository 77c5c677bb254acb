/** "See How It Works" (SPEC §2): the app's / route and the first visit's page script both scroll with this. */
export function showFeatures() {
  document.getElementById('features')?.scrollIntoView({ behavior: 'smooth' });
}
