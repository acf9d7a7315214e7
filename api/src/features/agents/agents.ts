/** Licensed agents: lookup shared by the agents service, GET /agent and the session's assigned agent. */
import type { Agent } from 'shared-contracts/api';
import type { Queryable } from '../../db/db';

interface Row {
  uuid: string;
  first_name: string;
  last_name: string;
  title: string;
  phone: string;
  photo_link: string | null;
}

export const AGENT_COLUMNS = 'uuid, first_name, last_name, title, phone, photo_link';

export const agentFromRow = (r: Row): Agent => ({
  agentUuid: r.uuid,
  firstName: r.first_name,
  lastName: r.last_name,
  title: r.title,
  phone: r.phone,
  photoLink: r.photo_link,
});

export const findAgent = async (db: Queryable, uuid: string): Promise<Agent | null> => {
  const [row] = await db.query<Row>(`select ${AGENT_COLUMNS} from agents where uuid = $1`, [uuid]);
  return row ? agentFromRow(row) : null;
};
