import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '@dental/server-core';
import { User } from './user.entity.js';

/** Users of the request's company (tenant-filtered). */
@Injectable()
export class UserService {
  constructor(private readonly em: EntityManager) {}

  list(): Promise<User[]> {
    return this.em.find(User, {}, { populate: ['positions', 'branches'], orderBy: { lastName: 'asc', firstName: 'asc' } });
  }

  /** Another company's user is simply not found. */
  async get(uuid: string): Promise<User> {
    const user = await this.em.findOne(User, { uuid }, { populate: ['positions', 'branches'] });
    if (!user) throw notFound();
    return user;
  }
}
