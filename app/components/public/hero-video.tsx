import type { HomeData } from "~/models/home.server";
import { mediaUrl } from "~/utils/media-url";
import { useSiteWords } from "./words";

/** Shown only with a video to play: a poster alone would be a still picture posing as a video, leading nowhere. */
export function HeroVideo({ video }: { video: HomeData["heroVideo"] }) {
  const { say } = useSiteWords();
  const { title, caption, poster, player } = video;
  if (!player) return null;
  const heading = title || say("home.watchVideo");
  return (
    <section className="section hero-video" aria-labelledby="hero-video-title">
      <div className="container hero-video-inner">
        <div>
          <h2 id="hero-video-title">{heading}</h2>
          {caption ? <p>{caption}</p> : null}
        </div>
        <div className="video-frame">
          {player?.kind === "file" ? (
            <video
              controls
              preload="none"
              playsInline
              poster={poster ? mediaUrl(poster, 960) : undefined}
              width={poster?.width ?? 1280}
              height={poster?.height ?? 720}
            >
              <source src={player.src} />
              <a href={player.src}>Download the video</a>
            </video>
          ) : player?.kind === "embed" ? (
            <iframe
              src={player.src}
              title={`${heading} (${player.service} video)`}
              loading="lazy"
              allow="encrypted-media; picture-in-picture; fullscreen"
              referrerPolicy="strict-origin-when-cross-origin"
              width={1280}
              height={720}
            />
          ) : null}
        </div>
      </div>
    </section>
  );
}
