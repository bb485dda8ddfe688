# Homebrew formula for a tap: `brew tap coordgen/tap <this repository's URL>`, then
# `brew install coordgen`. A release updates `url` (the tag is CoordgenVersion.current, which a test
# checks) and `sha256` (`brew fetch --build-from-source Formula/coordgen.rb` prints the new checksum,
# or run `shasum -a 256` on the tag's tarball).
class Coordgen < Formula
  desc "Scaffold and grow iOS apps built on the Coordinator pattern"
  homepage "https://github.com/coordgen/coordgen"
  url "https://github.com/coordgen/coordgen/archive/refs/tags/0.1.0.tar.gz"
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  head "https://github.com/coordgen/coordgen.git", branch: "main"

  # Swift 6 tools and the macOS SDK, whose libxml2 module coordgen uses (no pkg-config needed).
  depends_on xcode: ["16.0", :build]
  depends_on :macos

  uses_from_macos "libxml2"

  def install
    # SwiftPM's own sandbox cannot run inside Homebrew's build sandbox.
    system "swift", "build", "--disable-sandbox", "--configuration", "release", "--product", "coordgen"
    bin.install ".build/release/coordgen"
    # swift-argument-parser prints the script for the shell named after the option.
    generate_completions_from_executable(bin/"coordgen", "--generate-completion-script")
  end

  test do
    assert_equal version.to_s, shell_output("#{bin}/coordgen --version").strip
    system bin/"coordgen", "new", "project", "Hotel", "--no-xcodeproj"
    cd "Hotel" do
      system bin/"coordgen", "new", "coordinator", "Reservation", "--parent", "App"
    end
    assert_path_exists testpath/"Hotel/Hotel/Coordinators/ReservationCoordinator.swift"
  end
end
