#!/usr/bin/env bash
# build_standins.sh REPO OUT — builds ObjectiveC/UIKit(swift5 variant)/Combine/SwiftUI stand-in modules, and those of the coordinator libraries (RxSwift, RxRelay, RxFlow, XCoordinator, Stinsen), into OUT
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
# The coordinator libraries' stand-ins (Swift 5 mode, as apps on them build), so an app on RxFlow,
# XCoordinator or Stinsen is checked against the library's API rather than an empty stub module.
lib() { name=$1; shift; [ -f "$S/$name.swift" ] || return 0
  swiftc -swift-version 5 -parse-as-library -wmo -module-name "$name" -I . -L . "$@" -emit-library -o "lib$name.so" -emit-module -emit-module-path "$name.swiftmodule" "$S/$name.swift"; }
lib RxSwift
lib RxRelay -lRxSwift
lib RxFlow -lRxSwift -lRxRelay -lUIKit
lib XCoordinator -lUIKit
lib Stinsen -lSwiftUI -lCombine -lUIKit
ls "$OUT"
