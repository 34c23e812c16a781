import { expectOk } from '../../../shared/api/expectOk';

/** A freshly signed link to the mission paper PDF (links expire, so none is kept). */
export async function missionPaperLink() {
  // The API client loads with the first click, keeping it off the about page's first route.
  const { contentApi } = await import('../../../shared/api/clients');
  return expectOk(contentApi.GET('/documents/{document}/link', { params: { path: { document: 'mission-paper' } } }));
}
