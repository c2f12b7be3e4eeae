import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Branch, Speciality, User } from '@dental/identity';
import { Patient } from '@dental/patients';
import { ApiException, badRequest, notFound } from '@dental/server-core';
import { Room, Service } from '@dental/settings';

/**
 * Looks up what an appointment points at, within the caller's company (the tenant filter): a uuid
 * of another company's row is as unknown as a made-up one, and answers 400 naming the field.
 */
@Injectable()
export class AppointmentRefs {
  constructor(private readonly em: EntityManager) {}

  /** The calendar's branch: another company's is not found (404). */
  async branch(uuid: string): Promise<Branch> {
    const branch = await this.em.findOne(Branch, { uuid });
    if (!branch) throw notFound();
    return branch;
  }

  /** A branch named in a body: unknown is a 400 on the field. */
  async bodyBranch(uuid: string): Promise<Branch> {
    const branch = await this.em.findOne(Branch, { uuid });
    if (!branch) throw badRequest('VALIDATION_FAILED', { branch_uuid: 'unknown_branch' });
    return branch;
  }

  async room(branchUuid: string, uuid: string, field = 'room_uuid'): Promise<Room> {
    const room = await this.em.findOne(Room, { uuid, branch: branchUuid });
    if (!room) throw badRequest('VALIDATION_FAILED', { [field]: 'unknown_room' });
    return room;
  }

  async patient(uuid: string): Promise<Patient> {
    const patient = await this.em.findOne(Patient, { uuid });
    if (!patient) throw badRequest('VALIDATION_FAILED', { patient_uuid: 'unknown_patient' });
    // An erased patient is locked everywhere: no new appointment for them (issue 28).
    if (patient.erasedAt) throw new ApiException(409, 'PATIENT_ERASED', { patient_uuid: 'PATIENT_ERASED' });
    return patient;
  }

  async user(uuid: string, field: string): Promise<User> {
    const user = await this.em.findOne(User, { uuid });
    if (!user) throw badRequest('VALIDATION_FAILED', { [field]: 'unknown_user' });
    return user;
  }

  async service(uuid: string): Promise<Service> {
    const service = await this.em.findOne(Service, { uuid });
    if (!service) throw badRequest('VALIDATION_FAILED', { service_uuid: 'unknown_service' });
    return service;
  }

  async speciality(uuid: string): Promise<Speciality> {
    const speciality = await this.em.findOne(Speciality, { uuid });
    if (!speciality) throw badRequest('VALIDATION_FAILED', { speciality_uuid: 'unknown_speciality' });
    return speciality;
  }
}
