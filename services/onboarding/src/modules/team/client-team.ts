import type { Assignee, ClientTeam, ClientTeamView } from '@agency/contracts/openapi/onboarding';

export type { ClientTeam, ClientTeamView, Assignee };

/** The two places on a client's team, each as the record stores it. */
export const places = {
  projectManager: { idField: 'projectManagerId', nameField: 'projectManagerName' },
  leadDeveloper: { idField: 'leadDeveloperId', nameField: 'leadDeveloperName' },
} as const;

export type Place = keyof typeof places;

/** A client's team as a row or an entity holds it (an entity's unset nullable is undefined). */
export interface StoredClientTeam {
  projectManagerId?: string | null;
  projectManagerName?: string | null;
  leadDeveloperId?: string | null;
  leadDeveloperName?: string | null;
}

/** Who holds a place on a stored client (a row or an entity); null when nobody. */
export function assigneeOf(client: StoredClientTeam, place: Place): Assignee | null {
  const id = client[places[place].idField];
  const name = client[places[place].nameField];
  return id && name ? { id, name } : null;
}

/** The client's team for the team: ids and names. */
export const clientTeamOf = (client: StoredClientTeam): ClientTeam => ({
  projectManager: assigneeOf(client, 'projectManager'),
  leadDeveloper: assigneeOf(client, 'leadDeveloper'),
});

/** The client's team as the client reads it: names only. */
export function clientTeamView(client: StoredClientTeam): ClientTeamView {
  const named = (assignee: Assignee | null) => assignee && { name: assignee.name };
  return {
    projectManager: named(assigneeOf(client, 'projectManager')),
    leadDeveloper: named(assigneeOf(client, 'leadDeveloper')),
  };
}
