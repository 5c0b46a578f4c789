// The screens this remote's build prerenders as HTML (scripts/lib/prerender.cjs): the server puts the
// copy in the page at that address, so it paints before any script has arrived (issue 29). Only screens
// that look the same for everyone: nothing signed-in, nothing fetched.
export const prerender = [{ path: '/auth/login', mount: 'auth' }];
