/** Children's audio, kept only when RETAIN_AUDIO=true (the caller decides; this only stores). */
import type { Kysely } from 'kysely';
import type { AudioClipRow, Database } from '../schema';
import { newId, nowIso } from './sql-values';

export type AudioClipInfo = Omit<AudioClipRow, 'wav'> & { byteLength: number };

export class AudioClipsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async add(conversationId: string, wav: Buffer, atIso: string = nowIso()): Promise<string> {
    const id = newId();
    await this.db
      .insertInto('audio_clips')
      .values({ id, conversation_id: conversationId, created_at: atIso, wav })
      .execute();
    return id;
  }

  async get(id: string): Promise<AudioClipRow | undefined> {
    return this.db.selectFrom('audio_clips').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Clip metadata without the audio bytes, oldest first. */
  async listByConversation(conversationId: string): Promise<AudioClipInfo[]> {
    const rows = await this.db
      .selectFrom('audio_clips')
      .select([
        'id',
        'conversation_id',
        'created_at',
        (eb) => eb.fn<number>('length', ['wav']).as('byte_length'),
      ])
      .where('conversation_id', '=', conversationId)
      .orderBy('created_at')
      .execute();
    return rows.map(({ byte_length, ...r }) => ({ ...r, byteLength: Number(byte_length) }));
  }
}
