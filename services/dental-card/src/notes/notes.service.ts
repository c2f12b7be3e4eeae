import { Injectable } from '@nestjs/common';
import { EntityManager, ref } from '@mikro-orm/postgresql';
import type { Note, NoteCreate, NoteEdit } from '@dental/contracts';
import { ApiException, badRequest, checkVersion, notFound, staffRefs, tenantCompanyId, type AuthSession } from '@dental/server-core';
import { ToothMapItem } from '../items/tooth-map-item.entity.js';
import { ClinicalNote } from './clinical-note.entity.js';

/** A signed note is final: any edit answers 409 NOTE_LOCKED (an addendum is the way to add to it). */
const noteLocked = () => new ApiException(409, 'NOTE_LOCKED', { text: 'NOTE_LOCKED' });

/**
 * A patient's clinical notes (issue 25). The patient and the visit are checked through the
 * patients' and the calendar's published views (another company's or a deleted patient: 404);
 * authors are named from identity's published user_ref.
 */
@Injectable()
export class NotesService {
  constructor(private readonly em: EntityManager) {}

  /** The card's notes, newest first (one visit's when asked), with their authors' names. */
  async list(patientUuid: string, appointmentUuid?: string): Promise<Note[]> {
    await this.patient(patientUuid);
    const notes = await this.em.find(
      ClinicalNote,
      { patientUuid, ...(appointmentUuid ? { appointmentUuid } : {}) },
      { orderBy: { createdAt: 'desc', uuid: 'desc' } },
    );
    return this.answers(notes);
  }

  async create(patientUuid: string, body: NoteCreate, auth: AuthSession): Promise<Note> {
    await this.patient(patientUuid);
    if (body.appointment_uuid) await this.appointment(patientUuid, body.appointment_uuid);
    const item = body.item_uuid ? await this.em.findOne(ToothMapItem, { uuid: body.item_uuid, patient: patientUuid }) : null;
    if (body.item_uuid && !item) throw badRequest('VALIDATION_FAILED', { item_uuid: 'invalid_value' });
    const signed = body.addendum_to ? await this.em.findOne(ClinicalNote, { uuid: body.addendum_to, patientUuid }) : null;
    if (body.addendum_to && !signed) throw badRequest('VALIDATION_FAILED', { addendum_to: 'invalid_value' });
    // An unsigned note is still edited in place; only a signed one takes an addendum.
    if (signed && !signed.signedAt) throw badRequest('VALIDATION_FAILED', { addendum_to: 'note_not_signed' });
    const note = this.em.create(ClinicalNote, {
      patientUuid,
      appointmentUuid: body.appointment_uuid ?? signed?.appointmentUuid ?? null,
      item: item ? ref(item) : (signed?.item ?? null),
      addendumTo: signed ? ref(signed) : null,
      text: body.text,
      authorUuid: auth.userId,
    });
    await this.em.flush();
    return (await this.answers([note]))[0];
  }

  async edit(patientUuid: string, noteUuid: string, body: NoteEdit): Promise<Note> {
    const note = await this.note(patientUuid, noteUuid);
    if (note.signedAt) throw noteLocked();
    await checkVersion(this.em, note, body.version);
    note.text = body.text;
    await this.em.flush();
    return (await this.answers([note]))[0];
  }

  /** Signed by the caller, now; from then on the note is locked. */
  async sign(patientUuid: string, noteUuid: string, auth: AuthSession): Promise<Note> {
    const note = await this.note(patientUuid, noteUuid);
    if (note.signedAt) throw noteLocked();
    note.signedAt = new Date();
    note.signedByUuid = auth.userId;
    await this.em.flush();
    return (await this.answers([note]))[0];
  }

  private async note(patientUuid: string, noteUuid: string): Promise<ClinicalNote> {
    await this.patient(patientUuid);
    const note = await this.em.findOne(ClinicalNote, { uuid: noteUuid, patientUuid });
    if (!note) throw notFound();
    return note;
  }

  /** A live patient of the caller's company (patients' published patient_ref), else 404. */
  private async patient(uuid: string): Promise<void> {
    const [found] = await this.em.execute<{ uuid: string }[]>(
      'select p.uuid from patients_v1.patient_ref p where p.uuid = ? and p.company_id = ? and p.deleted_at is null',
      [uuid, tenantCompanyId(this.em)],
    );
    if (!found) throw notFound();
  }

  /** A visit of this patient (the calendar's published appointment_ref), else 400 on the field. */
  private async appointment(patientUuid: string, uuid: string): Promise<void> {
    const [found] = await this.em.execute<{ uuid: string }[]>(
      'select a.uuid from calendar_v1.appointment_ref a where a.uuid = ? and a.company_id = ? and a.patient_uuid = ? and a.deleted_at is null',
      [uuid, tenantCompanyId(this.em), patientUuid],
    );
    if (!found) throw badRequest('VALIDATION_FAILED', { appointment_uuid: 'invalid_value' });
  }

  private async answers(notes: ClinicalNote[]): Promise<Note[]> {
    const people = await staffRefs(this.em, notes.flatMap((note) => [note.authorUuid, note.signedByUuid]));
    const person = (uuid: string | null) => (uuid ? (people.get(uuid) ?? null) : null);
    return notes.map((note) => ({
      uuid: note.uuid,
      patient_uuid: note.patientUuid,
      appointment_uuid: note.appointmentUuid,
      item_uuid: note.item?.uuid ?? null,
      addendum_to: note.addendumTo?.uuid ?? null,
      text: note.text,
      author: person(note.authorUuid),
      signed_at: note.signedAt?.toISOString() ?? null,
      signed_by: person(note.signedByUuid),
      created_at: note.createdAt.toISOString(),
      updated_at: note.updatedAt.toISOString(),
      version: note.version,
    }));
  }

}
