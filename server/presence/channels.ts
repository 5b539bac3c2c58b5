/**
 * Presence channels and their members. A member is keyed by its `user_id`: two sockets
 * subscribed with one id are one member, announced when the first joins and removed when
 * the last leaves (Pusher's semantics). Members are kept in join order.
 */

export interface Member<Socket> {
  readonly userId: string;
  /** The user_info of the first socket that joined with this id. */
  readonly info: unknown;
  readonly sockets: Set<Socket>;
}

export interface PresenceSnapshot {
  readonly ids: string[];
  readonly hash: Record<string, unknown>;
  readonly count: number;
}

class PresenceChannel<Socket> {
  /** Insertion order is join order. */
  readonly members = new Map<string, Member<Socket>>();
  readonly sockets = new Map<Socket, string>();

  snapshot(): PresenceSnapshot {
    const hash: Record<string, unknown> = {};
    for (const member of this.members.values()) hash[member.userId] = member.info;
    const ids = [...this.members.keys()];
    return { ids, hash, count: ids.length };
  }
}

export class PresenceChannels<Socket> {
  private readonly channels = new Map<string, PresenceChannel<Socket>>();

  constructor(private readonly maxMembersPerChannel: number) {}

  /** How many members (user ids) `channel` has now. */
  memberCount(channel: string): number {
    return this.channels.get(channel)?.members.size ?? 0;
  }

  /** The sockets subscribed to `channel` now. */
  socketsOf(channel: string): Socket[] {
    return [...(this.channels.get(channel)?.sockets.keys() ?? [])];
  }

  /** Whether `socket` is subscribed to `channel`. */
  has(channel: string, socket: Socket): boolean {
    return this.channels.get(channel)?.sockets.has(socket) ?? false;
  }

  /** The user id `socket` joined `channel` with. */
  userIdOf(channel: string, socket: Socket): string | null {
    return this.channels.get(channel)?.sockets.get(socket) ?? null;
  }

  /** Whether one more member (a new user id) fits in `channel`. */
  hasRoomFor(channel: string, userId: string): boolean {
    const existing = this.channels.get(channel);
    return (
      !existing || existing.members.has(userId) || existing.members.size < this.maxMembersPerChannel
    );
  }

  /** Adds `socket` as `userId`; `added` is true when the member is new to the channel. */
  join(
    channel: string,
    socket: Socket,
    userId: string,
    info: unknown,
  ): { readonly added: boolean; readonly snapshot: PresenceSnapshot } {
    let entry = this.channels.get(channel);
    if (!entry) {
      entry = new PresenceChannel<Socket>();
      this.channels.set(channel, entry);
    }
    let member = entry.members.get(userId);
    const added = member === undefined;
    if (!member) {
      member = { userId, info, sockets: new Set() };
      entry.members.set(userId, member);
    }
    member.sockets.add(socket);
    entry.sockets.set(socket, userId);
    return { added, snapshot: entry.snapshot() };
  }

  /**
   * Removes `socket` from `channel`; `removed` is the user id when that was its last
   * socket (the member left), else null.
   */
  leave(channel: string, socket: Socket): { readonly removed: string | null } {
    const entry = this.channels.get(channel);
    const userId = entry?.sockets.get(socket);
    if (!entry || userId === undefined) return { removed: null };
    entry.sockets.delete(socket);
    const member = entry.members.get(userId);
    member?.sockets.delete(socket);
    let removed: string | null = null;
    if (member && member.sockets.size === 0) {
      entry.members.delete(userId);
      removed = userId;
    }
    if (entry.sockets.size === 0) this.channels.delete(channel);
    return { removed };
  }

  /** Every socket subscribed to `channel` except `except`. */
  *others(channel: string, except: Socket | null): Iterable<Socket> {
    const entry = this.channels.get(channel);
    if (!entry) return;
    for (const socket of entry.sockets.keys()) if (socket !== except) yield socket;
  }

  get size(): { readonly channels: number; readonly members: number } {
    let members = 0;
    for (const entry of this.channels.values()) members += entry.members.size;
    return { channels: this.channels.size, members };
  }
}
