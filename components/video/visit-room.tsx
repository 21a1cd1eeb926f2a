"use client";

import * as React from "react";
import { Mic, MicOff, PhoneOff, Video, VideoOff } from "lucide-react";
import type { VisitRoomCopy } from "@/content/visit-room";
import { fill } from "@/lib/template";
import { Button } from "@/components/ui/button";
import { ClinicPhone } from "./clinic-phone";
import { NativeSelect } from "@/components/ui/native-select";
import type { VisitSignalInput } from "@/lib/validations/video";
import {
  LINK_SAMPLE_EVERY_MS,
  linkSampleOf,
  tooWeakForVideo,
  withSample,
  type LinkSample,
} from "@/lib/video/weak-connection";

/*
 * A video visit's room in the browser: a preview with her choice of camera and microphone, the
 * waiting room, and the call, one to one, straight between the two browsers (their own DTLS-SRTP)
 * or through the clinic's TURN server. Nothing is recorded.
 *
 * The doctor's browser makes every offer (after an ICE restart too); hers answers. So the two
 * never offer at once, and a new offer from a page her doctor reloaded (a new session in its SDP)
 * gets a new connection on her side. Signalling goes through the app: POST /api/visits/[id]/signals,
 * and the room's event stream (/api/visits/[id]/events), which an EventSource reopens by itself
 * with the last event's id, through whichever instance answers.
 *
 * Audio only is hers to choose, and the room's when her connection stays too weak for video
 * (lib/video/weak-connection.ts): then it says so, with a way to turn video back on, and once she
 * does, her choice holds for the rest of the visit.
 */

type Role = "patient" | "doctor";
type RoomState = {
  patient: "away" | "waiting" | "admitted";
  doctor: boolean;
  started: boolean;
  ended: boolean;
  phase: "not-open" | "open" | "closed";
};
type Failure = keyof VisitRoomCopy["failures"];

export type VisitRoomProps = {
  appointmentId: string;
  role: Role;
  /**
   * The room's words in this person's language (content/visit-room.ts, or its Hindi twin for a
   * patient whose account reads Hindi), chosen by the page: only one language reaches the browser.
   */
  words: VisitRoomCopy;
  iceServers: RTCIceServer[];
  /** The other person: her doctor's name, or the patient's. */
  otherName: string;
  startsAt: string;
  opensAt: string;
};

/** getUserMedia's refusals, as what she can do about them. */
function mediaFailure(error: unknown): Failure {
  const name = error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return "denied";
  if (name === "NotFoundError" || name === "OverconstrainedError") return "noDevice";
  if (name === "NotReadableError" || name === "AbortError") return "inUse";
  return "unsupported";
}

/** The session id in an SDP's o= line: a new one means the other side's page started afresh. */
function sessionOf(sdp: string | undefined): string {
  return /^o=\S+ (\d+)/m.exec(sdp ?? "")?.[1] ?? "";
}

export function VisitRoom({
  appointmentId,
  role,
  words,
  iceServers,
  otherName,
  startsAt,
  opensAt,
}: VisitRoomProps) {
  const [state, setState] = React.useState<RoomState | null>(null);
  const [joined, setJoined] = React.useState(false);
  const [failure, setFailure] = React.useState<Failure | null>(null);
  const [streamDown, setStreamDown] = React.useState(false);
  const [connection, setConnection] = React.useState<RTCPeerConnectionState | "none">("none");
  const [muted, setMuted] = React.useState(false);
  const [cameraOff, setCameraOff] = React.useState(false);
  const [audioOnly, setAudioOnly] = React.useState(false);
  // The room turned her camera off because her connection stayed too weak for video.
  const [weakSwitch, setWeakSwitch] = React.useState(false);
  const [devices, setDevices] = React.useState<MediaDeviceInfo[]>([]);
  const [cameraId, setCameraId] = React.useState("");
  const [microphoneId, setMicrophoneId] = React.useState("");
  const [remote, setRemote] = React.useState<MediaStream | null>(null);

  const localVideo = React.useRef<HTMLVideoElement>(null);
  const remoteVideo = React.useRef<HTMLVideoElement>(null);
  const local = React.useRef<MediaStream | null>(null);
  const pc = React.useRef<RTCPeerConnection | null>(null);
  const remoteSession = React.useRef("");
  const joinedRef = React.useRef(false);
  // She turned video back on after the room had turned it off: the room leaves it to her now.
  const videoChosen = React.useRef(false);
  // The other side's candidates that came before the description they belong to.
  const early = React.useRef<RTCIceCandidateInit[]>([]);
  // This side's descriptions and candidates, posted one after another so the room hands them on
  // in the order they were made: a candidate that overtook its offer would be dropped over there,
  // and on a network that allows only the relay that one candidate is the whole call.
  const outbox = React.useRef<Promise<unknown>>(Promise.resolve());

  const base = `/api/visits/${appointmentId}`;
  const post = React.useCallback(
    async (body: VisitSignalInput) => {
      try {
        const response = await fetch(`${base}/signals`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
          keepalive: body.type === "command" && body.command === "leave",
        });
        const result = (await response.json().catch(() => null)) as {
          ok: boolean;
          state?: Omit<RoomState, "phase">;
        } | null;
        if (result?.ok && result.state) {
          setState((current) => (current ? { ...current, ...result.state } : current));
        }
        return result?.ok ?? false;
      } catch {
        return false;
      }
    },
    [base],
  );

  // The camera and microphone, for the preview and then the call.
  const startMedia = React.useCallback(
    async (choice: { camera?: string; microphone?: string; video?: boolean } = {}) => {
      if (!navigator.mediaDevices?.getUserMedia || typeof RTCPeerConnection === "undefined") {
        setFailure("unsupported");
        return null;
      }
      const wantsVideo = choice.video ?? !audioOnly;
      try {
        const stream = await navigator.mediaDevices.getUserMedia({
          audio: choice.microphone ? { deviceId: { exact: choice.microphone } } : true,
          video: wantsVideo
            ? choice.camera
              ? { deviceId: { exact: choice.camera } }
              : { width: { ideal: 640 }, height: { ideal: 480 } }
            : false,
        });
        local.current?.getTracks().forEach((track) => track.stop());
        local.current = stream;
        if (localVideo.current) localVideo.current.srcObject = stream;
        for (const track of stream.getTracks()) {
          // By the transceiver's kind, not the sender's track: after audio only, the video
          // sender has no track, and her camera coming back must still reach the other side.
          const sender = pc.current
            ?.getTransceivers()
            .find((t) => t.receiver.track.kind === track.kind)?.sender;
          if (sender) await sender.replaceTrack(track);
        }
        setFailure(null);
        const list = await navigator.mediaDevices.enumerateDevices();
        setDevices(
          list.filter((d) => d.deviceId && (d.kind === "videoinput" || d.kind === "audioinput")),
        );
        setCameraId(stream.getVideoTracks()[0]?.getSettings().deviceId ?? "");
        setMicrophoneId(stream.getAudioTracks()[0]?.getSettings().deviceId ?? "");
        return stream;
      } catch (error) {
        setFailure(mediaFailure(error));
        return null;
      }
    },
    [audioOnly],
  );

  React.useEffect(() => {
    void startMedia();
    return () => local.current?.getTracks().forEach((track) => track.stop());
    // The preview starts once; later choices go through startMedia directly.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const closeConnection = React.useCallback(() => {
    pc.current?.close();
    pc.current = null;
    remoteSession.current = "";
    setRemote(null);
    setConnection("none");
  }, []);

  const send = React.useCallback(
    (body: VisitSignalInput) => {
      const sent = outbox.current.then(() => post(body));
      outbox.current = sent;
      return sent;
    },
    [post],
  );

  /** Adds the other side's candidate now, or once its description is in place. */
  const addCandidate = React.useCallback((candidate: RTCIceCandidateInit) => {
    const connection = pc.current;
    // The doctor's side waits for her answer to an offer (a restart's too) before adding hers.
    if (connection?.remoteDescription && connection.signalingState !== "have-local-offer") {
      void connection.addIceCandidate(candidate).catch(() => {});
    } else early.current.push(candidate);
  }, []);
  const addEarlyCandidates = React.useCallback((connection: RTCPeerConnection) => {
    const waiting = early.current;
    early.current = [];
    for (const candidate of waiting) void connection.addIceCandidate(candidate).catch(() => {});
  }, []);

  /** A new connection, with her camera and microphone on it. */
  const openConnection = React.useCallback(() => {
    closeConnection();
    const connection = new RTCPeerConnection({ iceServers });
    pc.current = connection;
    for (const track of local.current?.getTracks() ?? []) {
      connection.addTrack(track, local.current!);
    }
    if (!local.current?.getVideoTracks().length) {
      // Audio only on her side: she still sees the other's camera.
      connection.addTransceiver("video", { direction: "recvonly" });
    }
    connection.onicecandidate = ({ candidate }) => {
      if (candidate) void send({ type: "candidate", candidate: candidate.toJSON() as never });
    };
    connection.ontrack = ({ streams }) => {
      if (streams[0]) setRemote(streams[0]);
    };
    connection.onconnectionstatechange = () => setConnection(connection.connectionState);
    if (role === "doctor") {
      connection.onnegotiationneeded = async () => {
        try {
          await connection.setLocalDescription();
          const description = connection.localDescription;
          if (description) {
            await send({
              type: "description",
              description: { type: description.type as "offer", sdp: description.sdp },
            });
          }
        } catch {
          // A newer negotiation replaced this one.
        }
      };
    }
    return connection;
  }, [closeConnection, iceServers, send, role]);

  // A call that has lost its way (her network changed, the relay went away for a while): the
  // doctor's side asks for new routes after 4 s, and again every 5 s until it is back; each
  // restart's offer reaches her through the room.
  React.useEffect(() => {
    if ((connection !== "disconnected" && connection !== "failed") || role !== "doctor") return;
    let timer = setTimeout(function restart() {
      pc.current?.restartIce();
      timer = setTimeout(restart, 5_000);
    }, 4_000);
    return () => clearTimeout(timer);
  }, [connection, role]);

  const onDescription = React.useCallback(
    async (description: RTCSessionDescriptionInit) => {
      if (role === "doctor") {
        const connection = pc.current;
        if (description.type === "answer" && connection?.signalingState === "have-local-offer") {
          await connection.setRemoteDescription(description).catch(() => {});
          if (connection.remoteDescription) addEarlyCandidates(connection);
        }
        return;
      }
      if (description.type !== "offer") return;
      const session = sessionOf(description.sdp);
      if (!pc.current || session !== remoteSession.current) openConnection();
      remoteSession.current = session;
      const connection = pc.current!;
      try {
        await connection.setRemoteDescription(description);
        addEarlyCandidates(connection);
        await connection.setLocalDescription();
        const answer = connection.localDescription;
        if (answer) {
          await send({ type: "description", description: { type: "answer", sdp: answer.sdp } });
        }
      } catch {
        // An offer overtaken by a newer one: that one is answered instead.
      }
    },
    [addEarlyCandidates, openConnection, send, role],
  );

  // The room's event stream: its state, and the other side's descriptions and candidates. An
  // EventSource reconnects by itself after a dropped connection, but gives up for good when a
  // reconnection is answered with an error (an instance starting up, a proxy's 502): then a new
  // one opens after a pause, resuming after the last event this page had.
  React.useEffect(() => {
    let events: EventSource | null = null;
    let lastId = "";
    let pause = 1_000;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    const remember = (event: Event) => {
      const id = (event as MessageEvent<string>).lastEventId;
      if (id) lastId = id;
    };
    const open = () => {
      const source = new EventSource(
        lastId ? `${base}/events?after=${encodeURIComponent(lastId)}` : `${base}/events`,
      );
      events = source;
      source.addEventListener("state", (event) => {
        const next = JSON.parse((event as MessageEvent<string>).data) as RoomState;
        setState(next);
        setStreamDown(false);
        pause = 1_000;
        if (next.phase === "closed") {
          closed = true;
          source.close();
        }
      });
      source.addEventListener("presence", remember);
      source.addEventListener("description", (event) => {
        remember(event);
        void onDescription(
          JSON.parse((event as MessageEvent<string>).data) as RTCSessionDescriptionInit,
        );
      });
      source.addEventListener("candidate", (event) => {
        remember(event);
        addCandidate(JSON.parse((event as MessageEvent<string>).data) as RTCIceCandidateInit);
      });
      source.onerror = () => {
        setStreamDown(source.readyState !== EventSource.OPEN);
        if (source.readyState === EventSource.CLOSED && !closed) {
          retry = setTimeout(open, pause);
          pause = Math.min(pause * 2, 10_000);
        }
      };
      source.onopen = () => setStreamDown(false);
    };
    open();
    return () => {
      closed = true;
      clearTimeout(retry);
      events?.close();
    };
  }, [addCandidate, base, onDescription]);

  // The doctor's side opens the call when both are in it, and a new one when she comes back.
  const inCall =
    state !== null && !state.ended && state.patient === "admitted" && state.doctor && joined;
  // Both are in the call, yet it has not connected (or not come back) for half a minute: her
  // network lets no call through, even through the relay. Say so, with the clinic's phone.
  React.useEffect(() => {
    if (!inCall || connection === "connected") {
      setFailure((current) => (current === "blocked" ? null : current));
      return;
    }
    const timer = setTimeout(() => setFailure((current) => current ?? "blocked"), 30_000);
    return () => clearTimeout(timer);
  }, [connection, inCall]);
  React.useEffect(() => {
    if (role !== "doctor") return;
    if (inCall && !pc.current) openConnection();
    if (!inCall && pc.current) closeConnection();
  }, [closeConnection, inCall, openConnection, role]);
  React.useEffect(() => {
    if (role === "patient" && !inCall && pc.current) closeConnection();
  }, [closeConnection, inCall, role]);
  React.useEffect(() => {
    if (remoteVideo.current) remoteVideo.current.srcObject = remote;
  }, [remote]);

  const changeAudioOnly = React.useCallback(
    async (next: boolean) => {
      setAudioOnly(next);
      const sender = pc.current
        ?.getSenders()
        .find((s) => s.track?.kind === "video" || s.track === null);
      if (next) {
        // Her camera stops: less to send on a weak connection, and nothing to show.
        for (const track of local.current?.getVideoTracks() ?? []) {
          track.stop();
          local.current?.removeTrack(track);
        }
        await sender?.replaceTrack(null);
      } else {
        await startMedia({ microphone: microphoneId, video: true });
      }
    },
    [microphoneId, startMedia],
  );

  // While her camera is on in a connected call, the room reads the connection every few seconds;
  // too weak for video for ten seconds, and her camera goes off by itself.
  const sendsVideo = joined && connection === "connected" && !audioOnly && !cameraOff;
  React.useEffect(() => {
    if (!sendsVideo || videoChosen.current) return;
    let samples: LinkSample[] = [];
    let stopped = false;
    const timer = setInterval(() => {
      void pc.current
        ?.getStats()
        .then((report) => {
          if (stopped) return;
          const reports = report.values() as Iterable<Record<string, unknown>>;
          samples = withSample(samples, linkSampleOf(reports, performance.now()));
          if (!tooWeakForVideo(samples)) return;
          stopped = true;
          clearInterval(timer);
          setWeakSwitch(true);
          void changeAudioOnly(true);
        })
        .catch(() => {});
    }, LINK_SAMPLE_EVERY_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [changeAudioOnly, sendsVideo]);

  // Leaving the page leaves the room (the stream's silence would, a little later).
  React.useEffect(() => {
    const leave = () => {
      if (joinedRef.current) {
        navigator.sendBeacon?.(
          `${base}/signals`,
          new Blob([JSON.stringify({ type: "command", command: "leave" })], {
            type: "application/json",
          }),
        );
      }
    };
    window.addEventListener("pagehide", leave);
    return () => window.removeEventListener("pagehide", leave);
  }, [base]);

  async function join() {
    if (!local.current) await startMedia();
    if (await post({ type: "command", command: "join" })) {
      joinedRef.current = true;
      setJoined(true);
    } else setFailure("refused");
  }

  async function leave() {
    joinedRef.current = false;
    setJoined(false);
    closeConnection();
    await post({ type: "command", command: "leave" });
  }

  function toggleMute() {
    for (const track of local.current?.getAudioTracks() ?? []) track.enabled = muted;
    setMuted(!muted);
  }

  function toggleCamera() {
    for (const track of local.current?.getVideoTracks() ?? []) track.enabled = cameraOff;
    setCameraOff(!cameraOff);
  }

  function toggleAudioOnly() {
    if (audioOnly && weakSwitch) videoChosen.current = true;
    setWeakSwitch(false);
    void changeAudioOnly(!audioOnly);
  }

  const cameras = devices.filter((d) => d.kind === "videoinput");
  const microphones = devices.filter((d) => d.kind === "audioinput");
  const phase = state?.phase ?? "open";
  // The call's own trouble, or the room's stream gone while no call carries on without it (a
  // connected call needs the stream only to change something, and it comes back by itself).
  const reconnecting =
    joined &&
    (connection === "disconnected" ||
      connection === "failed" ||
      (streamDown && connection !== "connected"));

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 md:py-10">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">
          {role === "patient" ? words.title : words.doctorTitle}
        </h1>
        <p className="text-muted-foreground">
          {fill(role === "patient" ? words.withDoctor : words.withPatient, { name: otherName })} ·{" "}
          {fill(words.startsAt, { when: startsAt })}
        </p>
      </header>

      <div role="status" aria-live="polite" className="min-h-6 font-medium" data-room-status>
        {phase === "not-open"
          ? fill(words.notOpen, { opens: opensAt })
          : state?.ended
            ? words.ended
            : phase === "closed"
              ? words.closed
              : reconnecting
                ? words.reconnecting
                : !joined
                  ? ""
                  : role === "patient" && state?.patient === "waiting"
                    ? fill(words.waiting, { doctor: otherName })
                    : role === "doctor" && state?.patient === "waiting"
                      ? fill(words.patientWaiting, { patient: otherName })
                      : role === "doctor" && state?.patient !== "admitted"
                        ? fill(words.doctorWaitingFor, { patient: otherName })
                        : inCall && connection !== "connected"
                          ? words.connecting
                          : weakSwitch && audioOnly
                            ? fill(words.weakConnection.notice, { name: otherName })
                            : ""}
      </div>
      {joined && weakSwitch && audioOnly && !state?.ended ? (
        <Button variant="outline" onClick={toggleAudioOnly}>
          <Video aria-hidden />
          {words.weakConnection.videoBack}
        </Button>
      ) : null}

      {failure ? (
        <div role="alert" className="border-destructive/40 bg-destructive/5 rounded-lg border p-4">
          <p>{words.failures[failure]}</p>
          <ClinicPhone
            lead={words.callUs}
            phone={words.phone}
            className="mt-2"
            linkClassName="font-semibold underline"
          />
        </div>
      ) : null}

      <div className="grid gap-4 md:grid-cols-[2fr_1fr]">
        <div className="relative aspect-video overflow-hidden rounded-xl bg-neutral-900">
          <video
            ref={remoteVideo}
            autoPlay
            playsInline
            aria-label={fill(words.remoteVideo, { name: otherName })}
            className="size-full object-cover"
            data-remote-video
            hidden={!remote}
          />
        </div>
        <div className="space-y-3">
          <div className="relative aspect-video overflow-hidden rounded-xl bg-neutral-800">
            <video
              ref={localVideo}
              autoPlay
              playsInline
              muted
              aria-label={words.you}
              className="size-full -scale-x-100 object-cover"
              hidden={audioOnly || cameraOff}
            />
          </div>
          {!joined && phase === "open" && !state?.ended ? (
            <section aria-labelledby="preview-heading" className="space-y-3">
              <h2 id="preview-heading" className="font-semibold">
                {words.preview.heading}
              </h2>
              <p className="text-muted-foreground text-sm">{words.preview.lead}</p>
              <DeviceChoice
                label={words.preview.camera}
                devices={cameras}
                value={cameraId}
                onChoose={(camera) => {
                  setCameraId(camera);
                  void startMedia({ camera, microphone: microphoneId });
                }}
              />
              <DeviceChoice
                label={words.preview.microphone}
                devices={microphones}
                value={microphoneId}
                onChoose={(microphone) => {
                  setMicrophoneId(microphone);
                  void startMedia({ camera: cameraId, microphone });
                }}
              />
              <Button
                className="w-full"
                onClick={() => void join()}
                disabled={failure === "unsupported"}
              >
                {role === "patient" ? words.preview.joinPatient : words.preview.joinDoctor}
              </Button>
              {failure === "noDevice" || failure === "inUse" ? (
                <Button
                  variant="outline"
                  className="w-full"
                  onClick={() => {
                    setAudioOnly(true);
                    void startMedia({ video: false }).then((stream) =>
                      stream ? join() : undefined,
                    );
                  }}
                >
                  {words.preview.audioOnly}
                </Button>
              ) : null}
            </section>
          ) : null}
          {joined && role === "doctor" && state?.patient === "waiting" ? (
            <Button
              className="w-full"
              onClick={() => void post({ type: "command", command: "admit" })}
            >
              {words.admit}
            </Button>
          ) : null}
        </div>
      </div>

      {joined && !state?.ended ? (
        <div className="flex flex-wrap gap-2" role="group" aria-label={words.controls.label}>
          <Button variant="outline" onClick={toggleMute} aria-pressed={muted}>
            {muted ? <MicOff aria-hidden /> : <Mic aria-hidden />}
            {muted ? words.controls.unmute : words.controls.mute}
          </Button>
          <Button
            variant="outline"
            onClick={toggleCamera}
            aria-pressed={cameraOff}
            disabled={audioOnly}
          >
            {cameraOff ? <VideoOff aria-hidden /> : <Video aria-hidden />}
            {cameraOff ? words.controls.cameraOn : words.controls.cameraOff}
          </Button>
          <Button variant="outline" onClick={toggleAudioOnly} aria-pressed={audioOnly}>
            {audioOnly ? words.controls.video : words.controls.audioOnly}
          </Button>
          <Button variant="outline" onClick={() => void leave()}>
            {words.controls.leave}
          </Button>
          {role === "doctor" ? (
            <Button
              variant="destructive"
              onClick={() => {
                if (window.confirm(words.controls.endConfirm)) {
                  void post({ type: "command", command: "end" }).then(() => {
                    joinedRef.current = false;
                    setJoined(false);
                    closeConnection();
                  });
                }
              }}
            >
              <PhoneOff aria-hidden />
              {words.controls.end}
            </Button>
          ) : null}
        </div>
      ) : null}

      <ClinicPhone
        lead={words.callUs}
        phone={words.phone}
        className="text-muted-foreground text-sm"
      />
    </div>
  );
}

/** A choice of camera or microphone, shown only when she has more than one. */
function DeviceChoice({
  label,
  devices,
  value,
  onChoose,
}: {
  label: string;
  devices: MediaDeviceInfo[];
  value: string;
  onChoose: (deviceId: string) => void;
}) {
  if (devices.length < 2) return null;
  return (
    <label className="block text-sm">
      {label}
      <NativeSelect value={value} onChange={(event) => onChoose(event.target.value)}>
        {devices.map((device, index) => (
          <option key={device.deviceId} value={device.deviceId}>
            {device.label || `${label} ${index + 1}`}
          </option>
        ))}
      </NativeSelect>
    </label>
  );
}
