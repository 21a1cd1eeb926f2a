import * as z from "zod/mini";

/**
 * What a visit room's browser sends (POST /api/visits/[id]/signals): a command for the room, or a
 * WebRTC offer/answer or ICE candidate for the other browser. Client-safe (zod/mini). Sizes are
 * bounded so the signalling cannot carry anything but signalling.
 */

export const signalLimits = { sdp: 20_000, candidate: 1_000 } as const;

const command = z.object({
  type: z.literal("command"),
  command: z.enum(["join", "admit", "leave", "end"]),
});

const description = z.object({
  type: z.literal("description"),
  description: z.object({
    type: z.enum(["offer", "answer", "rollback"]),
    sdp: z.string().check(z.maxLength(signalLimits.sdp)),
  }),
});

const candidate = z.object({
  type: z.literal("candidate"),
  candidate: z.object({
    candidate: z.string().check(z.maxLength(signalLimits.candidate)),
    sdpMid: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
    sdpMLineIndex: z.optional(z.nullable(z.number().check(z.int(), z.minimum(0), z.maximum(64)))),
    usernameFragment: z.optional(z.nullable(z.string().check(z.maxLength(256)))),
  }),
});

export const visitSignalSchema = z.discriminatedUnion("type", [command, description, candidate]);

export type VisitSignalInput = z.infer<typeof visitSignalSchema>;
