#!/usr/bin/env bash
# build_standins.sh REPO OUT — builds ObjectiveC/UIKit(swift5 variant)/SwiftUI stand-in modules into OUT
set -euo pipefail
REPO="$1"; OUT="$2"; mkdir -p "$OUT"; cd "$OUT"
S="$REPO/Tests/StandIns"
swiftc -swift-version 6 -parse-as-library -wmo -module-name ObjectiveC -module-link-name ObjectiveC -emit-library -o libObjectiveC.so -emit-module -emit-module-path ObjectiveC.swiftmodule "$S/ObjectiveC.swift"
perl -pe 's/^([ \t]*)\@MainActor\b/$1\@preconcurrency \@MainActor/' "$S/UIKit.swift" > UIKit.swift
swiftc -swift-version 6 -parse-as-library -wmo -module-name UIKit -I . -L . -Xlinker -rpath -Xlinker '$ORIGIN' -emit-library -o libUIKit.so -emit-module -emit-module-path UIKit.swiftmodule UIKit.swift
for extra in "$S"/Combine.swift; do
  [ -f "$extra" ] && swiftc -swift-version 6 -parse-as-library -wmo -module-name Combine -I . -L . -emit-library -o libCombine.so -emit-module -emit-module-path Combine.swiftmodule "$extra"
done
swiftc -swift-version 6 -parse-as-library -wmo -module-name SwiftUI -I . -L . -lUIKit $( [ -f libCombine.so ] && echo -lCombine ) -emit-library -o libSwiftUI.so -emit-module -emit-module-path SwiftUI.swiftmodule "$S/SwiftUI.swift"
ls "$OUT"
