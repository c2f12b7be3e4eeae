import { Injectable } from '@nestjs/common';
import { fold } from '@dental/domain-text';
import { BranchService, UserService, type Branch, type User } from '@dental/identity';
import { RoomsService, ServiceBulkService, type Room, type Service } from '@dental/settings';

/** A name as matched: folded, spaces squeezed. */
const nameKey = (text: string): string => fold(text.trim()).replace(/\s+/g, ' ');

/** An index of things by every name or code they may be written as; a name two things share finds neither. */
class ByName<T> {
  private readonly found = new Map<string, T | null>();

  add(thing: T, names: readonly (string | null | undefined)[]): void {
    for (const name of names) {
      if (!name?.trim()) continue;
      const key = nameKey(name);
      const known = this.found.get(key);
      this.found.set(key, known === undefined || known === thing ? thing : null);
    }
  }

  get(text: string): T | undefined {
    return this.found.get(nameKey(text)) ?? undefined;
  }
}

/** Placeholder id of a service group a dry run would make (the run makes it; nothing is written before). */
export const GROUP_TO_MAKE = '00000000-0000-4000-8000-000000000000';

/**
 * The company's people, branches, rooms and services as an import finds them in a file: by name
 * (either order of a person's names, accents and case aside) or by code (a username, personal
 * code or certificate number; a service's code). Read once per run through the owning modules'
 * services, then answered from memory; a run makes its own (`forRun`), so nothing is shared
 * between companies.
 */
export class References {
  private users?: Promise<ByName<User>>;
  private branches?: Promise<{ index: ByName<Branch>; all: Branch[] }>;
  private readonly rooms = new Map<string, Promise<ByName<Room>>>();
  private services?: Promise<ByName<Service>>;
  private readonly groups = new Map<string, Promise<string>>();

  constructor(
    private readonly sources: { users: UserService; branches: BranchService; rooms: RoomsService; services: ServiceBulkService },
    private readonly write: boolean,
  ) {}

  /** A user of the company by "First Last", "Last First", username, personal code or certificate. */
  async user(text: string): Promise<User | undefined> {
    this.users ??= this.sources.users.list().then((users) => {
      const index = new ByName<User>();
      for (const user of users) {
        index.add(user, [`${user.firstName} ${user.lastName}`, `${user.lastName} ${user.firstName}`, user.username, user.personalCode, user.certificate]);
      }
      return index;
    });
    return (await this.users).get(text);
  }

  async branch(text: string): Promise<Branch | undefined> {
    return (await this.branchList()).index.get(text);
  }

  /** The company's one branch, when it has exactly one (a file that names none belongs there). */
  async onlyBranch(): Promise<Branch | undefined> {
    const { all } = await this.branchList();
    return all.length === 1 ? all[0] : undefined;
  }

  /** A room of the branch by its name. */
  async room(branchUuid: string, text: string): Promise<Room | undefined> {
    let rooms = this.rooms.get(branchUuid);
    if (!rooms) {
      rooms = this.sources.rooms.forBranch(branchUuid).then((list) => {
        const index = new ByName<Room>();
        for (const room of list) index.add(room, [room.name]);
        return index;
      });
      this.rooms.set(branchUuid, rooms);
    }
    return (await rooms).get(text);
  }

  /** A service of the price list by its code, or by its name. */
  async service(text: string): Promise<Service | undefined> {
    this.services ??= this.sources.services.all().then((list) => {
      const index = new ByName<Service>();
      for (const service of list) index.add(service, [service.sku, service.name]);
      return index;
    });
    return (await this.services).get(text);
  }

  /** The uuid of the services group of that name: made on a run when there is none, GROUP_TO_MAKE on a dry run. */
  group(name: string): Promise<string> {
    const key = nameKey(name);
    let uuid = this.groups.get(key);
    if (!uuid) {
      uuid = this.write ? this.sources.services.groupNamed(name.trim()) : Promise.resolve(GROUP_TO_MAKE);
      this.groups.set(key, uuid);
    }
    return uuid;
  }

  private branchList(): Promise<{ index: ByName<Branch>; all: Branch[] }> {
    this.branches ??= this.sources.branches.list().then((all) => {
      const index = new ByName<Branch>();
      for (const branch of all) index.add(branch, [branch.name]);
      return { index, all };
    });
    return this.branches;
  }
}

/** Makes each run's References from the owning modules' services. */
@Injectable()
export class ReferenceSources {
  constructor(
    private readonly users: UserService,
    private readonly branches: BranchService,
    private readonly rooms: RoomsService,
    private readonly services: ServiceBulkService,
  ) {}

  forRun(write: boolean): References {
    return new References({ users: this.users, branches: this.branches, rooms: this.rooms, services: this.services }, write);
  }
}
