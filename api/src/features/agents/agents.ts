/** Licensed agents: lookup shared by the agents service, GET /agent and the session's assigned agent. */
import type { Agent, AgentBroker } from 'shared-contracts/api';
import type { Queryable } from '../../db/db';
import { carrierById } from '../../reference-data/carriers';

/** An agent's row as AGENT_COLUMNS selects it. */
export interface AgentRow {
  uuid: string;
  first_name: string;
  last_name: string;
  title: string;
  phone: string;
  photo_link: string | null;
}

export const AGENT_COLUMNS = 'uuid, first_name, last_name, title, phone, photo_link';

export const agentFromRow = (r: AgentRow): Agent => ({
  agentUuid: r.uuid,
  firstName: r.first_name,
  lastName: r.last_name,
  title: r.title,
  phone: r.phone,
  photoLink: r.photo_link,
});

export const findAgent = async (db: Queryable, uuid: string): Promise<Agent | null> => {
  const [row] = await db.query<AgentRow>(`select ${AGENT_COLUMNS} from agents where uuid = $1`, [uuid]);
  return row ? agentFromRow(row) : null;
};

/** The agent's broker record (spec 6), or null for an unknown agent or one without a business e-mail. */
export const findBroker = async (db: Queryable, uuid: string): Promise<AgentBroker | null> => {
  const [agent] = await db.query<{ email: string | null }>('select email from agents where uuid = $1', [
    uuid,
  ]);
  if (!agent?.email) return null;
  const rows = await db.query<{ carrier_id: string; writing_number: string }>(
    'select carrier_id, writing_number from agent_writing_numbers where agent_uuid = $1 order by carrier_id',
    [uuid],
  );
  return {
    agentUuid: uuid,
    email: agent.email,
    writingNumbers: rows.map((r) => ({
      carrierId: r.carrier_id,
      carrierName: carrierById(r.carrier_id)?.name ?? r.carrier_id,
      writingNumber: r.writing_number,
    })),
  };
};

/** The agent's writing number with one carrier, or null when the agent is not appointed with it. */
export const writingNumberFor = async (db: Queryable, agentUuid: string, carrierId: string) => {
  const [row] = await db.query<{ writing_number: string }>(
    'select writing_number from agent_writing_numbers where agent_uuid = $1 and carrier_id = $2',
    [agentUuid, carrierId],
  );
  return row?.writing_number ?? null;
};
