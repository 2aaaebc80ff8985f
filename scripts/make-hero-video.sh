#!/usr/bin/env bash
# Makes the home page's hero loop and its poster from the demo knit artwork:
# a slow push-in played forward then backward (so the loop has no seam), muted,
# H.264 with faststart, plus the first frame as a WebP poster and its middle 3:4
# as the phones' poster (a portrait hero shows only that part of the frame). The
# outputs are committed (public/media/): a fresh machine has no ffmpeg. Needs ffmpeg
# and the demo assets (node scripts/make-demo-assets.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
src=public/demo/blog/blog-01.webp
out=public/media
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

node -e "require('sharp')('$src').resize(1920,1080).png().toFile('$tmp/src.png')"
# 4 s forward push-in at 25 fps, then the same reversed: an 8 s seamless loop.
ffmpeg -loglevel error -y -loop 1 -i "$tmp/src.png" \
  -vf "zoompan=z='1+0.06*on/100':x='iw/2-(iw/zoom/2)+on*0.6':y='ih/2-(ih/zoom/2)':d=100:s=1280x720:fps=25,format=yuv420p,split[a][b];[b]reverse[r];[a][r]concat=n=2:v=1:a=0" \
  -frames:v 200 -c:v libx264 -preset slow -crf 30 -profile:v high -pix_fmt yuv420p -movflags +faststart -an "$out/hero-loop.mp4"
ffmpeg -loglevel error -y -i "$out/hero-loop.mp4" -frames:v 1 "$tmp/poster.png"
node -e "require('sharp')('$tmp/poster.png').webp({ quality: 70 }).toFile('$out/hero-poster.webp')"
node -e "require('sharp')('$tmp/poster.png').extract({ left: 370, top: 0, width: 540, height: 720 }).webp({ quality: 70 }).toFile('$out/hero-poster-portrait.webp')"
ls -l "$out"
