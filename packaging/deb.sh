#!/bin/sh
# Builds arcade_<version>_<arch>.deb from a built binary, with dpkg-deb (no network).
#
#   packaging/deb.sh BINARY OUTDIR
#
# The package holds /usr/games/arcade, /usr/share/arcade/, the man page arcade(6), the bash, zsh
# and fish completions, the copyright file and a changelog; its postinst creates the shared
# leaderboard's /var/games/arcade/daily; Depends comes from
# dpkg-shlibdeps (the libraries the binary links: libc6, libncursesw6, libtinfo6...).
set -eu

binary=$1
outdir=$2
ROOT=$(cd "$(dirname "$0")/.." && pwd)

for tool in dpkg-deb dpkg-shlibdeps; do
  command -v $tool >/dev/null 2>&1 || {
    echo "make deb: $tool is missing; install it with: sudo apt-get install dpkg-dev" >&2
    exit 1
  }
done

version=$("$binary" --version | sed 's/^arcade //')
arch=$(dpkg --print-architecture)
work=$(mktemp -d "${TMPDIR:-/tmp}/arcade-deb.XXXXXX")
trap 'rm -rf "$work"' EXIT
root="$work/root"

PREFIX=/usr "$ROOT/packaging/install.sh" stage "$binary" "$root/usr"
# Debian keeps games in /usr/games (lintian: package-section-games-but-contains-no-game);
# ../share/arcade from there is still /usr/share/arcade.
mv "$root/usr/bin" "$root/usr/games"
gzip -9n "$root/usr/share/man/man6/arcade.6"
doc="$root/usr/share/doc/arcade"
mkdir -p "$doc"
install -m 644 "$ROOT/packaging/debian/copyright" "$doc/copyright"
sed "s/@VERSION@/$version/" "$ROOT/packaging/debian/changelog" | gzip -9n > "$doc/changelog.gz"
chmod 644 "$doc/changelog.gz"

# dpkg-shlibdeps wants to run from a source tree with debian/control.
mkdir -p "$work/src/debian"
printf 'Source: arcade\n\nPackage: arcade\nArchitecture: any\n' > "$work/src/debian/control"
depends=$(cd "$work/src" && dpkg-shlibdeps -O "$root/usr/games/arcade" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { echo "make deb: dpkg-shlibdeps found no dependencies" >&2; exit 1; }

mkdir -p "$root/DEBIAN"
size=$(du -sk "$root/usr" | cut -f1)
sed -e "s/@VERSION@/$version/" -e "s/@ARCH@/$arch/" -e "s/@DEPENDS@/$depends/" -e "s/@SIZE@/$size/" \
  "$ROOT/packaging/debian/control" > "$root/DEBIAN/control"
(cd "$root" && find usr -type f -exec md5sum {} + | sort -k 2) > "$root/DEBIAN/md5sums"
chmod 644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"
# postinst makes the shared leaderboard's directory (mode 1777: not shippable in the archive).
install -m 755 "$ROOT/packaging/debian/postinst" "$ROOT/packaging/debian/postrm" "$root/DEBIAN/"
find "$root" -type d -exec chmod 755 {} +

mkdir -p "$outdir"
deb="$outdir/arcade_${version}_${arch}.deb"
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
echo "$deb"
